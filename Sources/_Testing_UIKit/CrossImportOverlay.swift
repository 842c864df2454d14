// Swift Testing declares a cross-import overlay for UIKit (the toolchain's
// Testing.swiftcrossimport/UIKit.swiftoverlay names `_Testing_UIKit`): a file that imports
// both Testing and a module named UIKit makes the compiler import `_Testing_UIKit` too, and
// fails with "no such module" where there is none. On Apple platforms it adds image
// attachments for UIImage; this module is empty, so that a Swift Testing file that says
// `import UIKit` compiles against animrender's UIKit. The UIKit target depends on it, so it
// is built before any code that imports UIKit.
