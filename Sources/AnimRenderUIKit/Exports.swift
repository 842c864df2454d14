// UIKit re-exports Foundation (CGFloat, CGPoint, CGSize, CGRect, URL, TimeInterval …),
// so code that imports UIKit alone compiles; importing AnimRenderUIKit alone does too.
@_exported import Foundation

