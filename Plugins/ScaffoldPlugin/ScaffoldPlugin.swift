import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory scaffold <Name> <sample.json>... [options]`
///
/// Runs `bricks scaffold` from the package's root directory, with the same arguments and
/// options (see `bricks help scaffold`), so a team gets the generator without installing it.
@main
struct ScaffoldPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let bricks = try context.tool(named: "bricks")
    let process = Process()
    process.executableURL = bricks.url
    process.arguments = ["scaffold"] + arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      throw ScaffoldPluginError.failed(status: process.terminationStatus)
    }
  }
}

enum ScaffoldPluginError: Error, CustomStringConvertible {
  case failed(status: Int32)

  var description: String {
    switch self {
    case .failed(let status): return "bricks scaffold failed (exit status \(status)); see the messages above"
    }
  }
}
