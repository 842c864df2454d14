// UIKit re-exports Foundation (CGFloat, CGPoint, CGSize, CGRect, URL, TimeInterval …),
// so code that imports UIKit alone compiles; importing AnimRenderUIKit alone does too.
@_exported import Foundation
import Geometry

/// Which UIKit generation a recording plays as (TIMELINE.md's `uikit`): `.modern`
/// (iOS 8+: the window rotates, frames follow `center`/`bounds`) or `.legacy` (the root
/// view turns inside a portrait window; legacy rotation callbacks).
public typealias UIKitStyle = Geometry.UIKitStyle
