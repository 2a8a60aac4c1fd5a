// swift-tools-version: 6.0

// An app package: open this folder in Xcode 16 or later and run it on an iOS simulator. It
// depends on the Bricks checkout two folders up.

import PackageDescription
import AppleProductTypes

let package = Package(
    name: "Timeline",
    platforms: [
        .iOS("16.0")
    ],
    products: [
        .iOSApplication(
            name: "Timeline",
            targets: ["AppModule"],
            bundleIdentifier: "dev.bricks.examples.Timeline",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .bird),
            accentColor: .presetColor(.blue),
            supportedDeviceFamilies: [
                .pad,
                .phone
            ],
            supportedInterfaceOrientations: [
                .portrait,
                .landscapeRight,
                .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad]))
            ]
        )
    ],
    dependencies: [
        .package(name: "Bricks", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "AppModule",
            dependencies: [
                .product(name: "Bricks", package: "Bricks")
            ],
            path: "Sources",
            resources: [
                .process("Resources")
            ]
        )
    ]
)
