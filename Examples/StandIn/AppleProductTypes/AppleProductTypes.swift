// The `AppleProductTypes` manifest module, as SwiftPM's source declares it
// (github.com/swiftlang/swift-package-manager: Sources/AppleProductTypes/Product.swift, and
// `ProductSetting.IOSAppInfo` in Sources/PackageDescription/Product.swift, both under
// `#if ENABLE_APPLE_PRODUCT_TYPES`, which Xcode's toolchain builds and Linux's does not).
//
// Only for type-checking the example apps' manifests on Linux (scripts/check-examples.sh):
// parameter names, order, defaults and the values the manifests use (placeholder icons, preset
// colors, device families, orientations) are SwiftPM's; the types are declared at the top level
// because `ProductSetting` is an empty SPI enum in Linux's PackageDescription. The product is a
// plain executable: the settings matter to Xcode only.
import PackageDescription

extension Product {
  /// `static func iOSApplication(name:targets:bundleIdentifier:teamIdentifier:displayVersion:bundleVersion:appIcon:accentColor:supportedDeviceFamilies:supportedInterfaceOrientations:capabilities:appCategory:additionalInfoPlistContentFilePath:)`
  /// (tools version 5.6 and later).
  public static func iOSApplication(
    name: String,
    targets: [String],
    bundleIdentifier: String? = nil,
    teamIdentifier: String? = nil,
    displayVersion: String? = nil,
    bundleVersion: String? = nil,
    appIcon: AppIcon? = nil,
    accentColor: AccentColor? = nil,
    supportedDeviceFamilies: [DeviceFamily],
    supportedInterfaceOrientations: [InterfaceOrientation],
    capabilities: [Capability] = [],
    appCategory: AppCategory? = nil,
    additionalInfoPlistContentFilePath: String? = nil
  ) -> Product {
    .executable(name: name, targets: targets)
  }
}

/// `ProductSetting.IOSAppInfo.AppIcon`
public enum AppIcon: Equatable {
  public struct PlaceholderIcon: Equatable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }
  case placeholder(icon: PlaceholderIcon)
  case asset(String)
}

/// `ProductSetting.IOSAppInfo.AccentColor`
public enum AccentColor: Equatable {
  public struct PresetColor: Equatable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }
  case presetColor(PresetColor)
  case asset(String)
}

/// `ProductSetting.IOSAppInfo.DeviceFamily`
public enum DeviceFamily: String, Equatable {
  case phone, pad, mac
}

/// `ProductSetting.IOSAppInfo.DeviceFamilyCondition`
public struct DeviceFamilyCondition: Equatable {
  public var deviceFamilies: [DeviceFamily]
  public init(deviceFamilies: [DeviceFamily]) { self.deviceFamilies = deviceFamilies }
  public static func when(deviceFamilies: [DeviceFamily]) -> DeviceFamilyCondition {
    DeviceFamilyCondition(deviceFamilies: deviceFamilies)
  }
}

/// `ProductSetting.IOSAppInfo.InterfaceOrientation`
public enum InterfaceOrientation: Equatable {
  case portrait(_ condition: DeviceFamilyCondition? = nil)
  case portraitUpsideDown(_ condition: DeviceFamilyCondition? = nil)
  case landscapeRight(_ condition: DeviceFamilyCondition? = nil)
  case landscapeLeft(_ condition: DeviceFamilyCondition? = nil)

  public static var portrait: Self { portrait(nil) }
  public static var portraitUpsideDown: Self { portraitUpsideDown(nil) }
  public static var landscapeRight: Self { landscapeRight(nil) }
  public static var landscapeLeft: Self { landscapeLeft(nil) }
}

/// `ProductSetting.IOSAppInfo.Capability`, with the cases that take a purpose string or nothing.
public enum Capability: Equatable {
  case camera(purposeString: String, _ condition: DeviceFamilyCondition? = nil)
  case locationWhenInUse(purposeString: String, _ condition: DeviceFamilyCondition? = nil)
  case outgoingNetworkConnections(_ condition: DeviceFamilyCondition? = nil)
  case photoLibrary(purposeString: String, _ condition: DeviceFamilyCondition? = nil)
}

/// `ProductSetting.IOSAppInfo.AppCategory`
public struct AppCategory: Equatable, ExpressibleByStringLiteral {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { self.init(rawValue: value) }
}

extension AccentColor.PresetColor {
  public static var blue: Self { .init(rawValue: "blue") }
  public static var brown: Self { .init(rawValue: "brown") }
  public static var cyan: Self { .init(rawValue: "cyan") }
  public static var green: Self { .init(rawValue: "green") }
  public static var indigo: Self { .init(rawValue: "indigo") }
  public static var mint: Self { .init(rawValue: "mint") }
  public static var orange: Self { .init(rawValue: "orange") }
  public static var pink: Self { .init(rawValue: "pink") }
  public static var purple: Self { .init(rawValue: "purple") }
  public static var red: Self { .init(rawValue: "red") }
  public static var teal: Self { .init(rawValue: "teal") }
  public static var yellow: Self { .init(rawValue: "yellow") }
}

extension AppIcon.PlaceholderIcon {
  public static var bandage: Self { .init(rawValue: "bandage") }
  public static var barChart: Self { .init(rawValue: "barChart") }
  public static var beachball: Self { .init(rawValue: "beachball") }
  public static var bicycle: Self { .init(rawValue: "bicycle") }
  public static var binoculars: Self { .init(rawValue: "binoculars") }
  public static var bird: Self { .init(rawValue: "bird") }
  public static var boat: Self { .init(rawValue: "boat") }
  public static var bowl: Self { .init(rawValue: "bowl") }
  public static var box: Self { .init(rawValue: "box") }
  public static var bunny: Self { .init(rawValue: "bunny") }
  public static var butterfly: Self { .init(rawValue: "butterfly") }
  public static var calculator: Self { .init(rawValue: "calculator") }
  public static var calendar: Self { .init(rawValue: "calendar") }
  public static var camera: Self { .init(rawValue: "camera") }
  public static var car: Self { .init(rawValue: "car") }
  public static var carrot: Self { .init(rawValue: "carrot") }
  public static var cat: Self { .init(rawValue: "cat") }
  public static var chatMessage: Self { .init(rawValue: "chatMessage") }
  public static var checkmark: Self { .init(rawValue: "checkmark") }
  public static var clock: Self { .init(rawValue: "clock") }
  public static var cloud: Self { .init(rawValue: "cloud") }
  public static var coffee: Self { .init(rawValue: "coffee") }
  public static var coins: Self { .init(rawValue: "coins") }
  public static var dog: Self { .init(rawValue: "dog") }
  public static var earth: Self { .init(rawValue: "earth") }
  public static var flower: Self { .init(rawValue: "flower") }
  public static var gamepad: Self { .init(rawValue: "gamepad") }
  public static var gift: Self { .init(rawValue: "gift") }
  public static var heart: Self { .init(rawValue: "heart") }
  public static var images: Self { .init(rawValue: "images") }
  public static var leaf: Self { .init(rawValue: "leaf") }
  public static var lightningBolt: Self { .init(rawValue: "lightningBolt") }
  public static var location: Self { .init(rawValue: "location") }
  public static var magicWand: Self { .init(rawValue: "magicWand") }
  public static var map: Self { .init(rawValue: "map") }
  public static var mic: Self { .init(rawValue: "mic") }
  public static var moon: Self { .init(rawValue: "moon") }
  public static var movieReel: Self { .init(rawValue: "movieReel") }
  public static var note: Self { .init(rawValue: "note") }
  public static var openBook: Self { .init(rawValue: "openBook") }
  public static var palette: Self { .init(rawValue: "palette") }
  public static var paper: Self { .init(rawValue: "paper") }
  public static var pencil: Self { .init(rawValue: "pencil") }
  public static var plane: Self { .init(rawValue: "plane") }
  public static var rocket: Self { .init(rawValue: "rocket") }
  public static var running: Self { .init(rawValue: "running") }
  public static var sandwich: Self { .init(rawValue: "sandwich") }
  public static var smiley: Self { .init(rawValue: "smiley") }
  public static var sparkle: Self { .init(rawValue: "sparkle") }
  public static var star: Self { .init(rawValue: "star") }
  public static var sun: Self { .init(rawValue: "sun") }
  public static var tv: Self { .init(rawValue: "tv") }
  public static var twoPeople: Self { .init(rawValue: "twoPeople") }
  public static var weights: Self { .init(rawValue: "weights") }
}
