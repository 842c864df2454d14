// On iOS swift-snapshot-testing has the UIKit strategies itself; on Linux they are
// AnimRenderSnapshotTesting's. Importing it in one file of the test target is enough for
// the strategies (members of Snapshotting) in every other file.
#if os(Linux)
import AnimRenderSnapshotTesting
#endif
