// The contract's name for the UIKit module: `import AnimRenderUIKit` and `import UIKit`
// give the same types (one implementation, two module names; see Package.swift).
@_exported import UIKit
