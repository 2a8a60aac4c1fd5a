// Compiled into every example's tests by scripts/check-examples.sh.
import Bricks

/// Records what a list hands to a diffable data source, as the app's adapter receives it
/// (BricksTesting's recording hosts record batch updates; this records snapshots).
@MainActor
final class RecordingSnapshots: SnapshotApplying {
  private(set) var applied: [SnapshotContent] = []

  func apply(_ content: SnapshotContent, animated: Bool, completion: (() -> Void)?) {
    applied.append(content)
    completion?()
  }
}
