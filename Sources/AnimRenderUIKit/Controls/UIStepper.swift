import Foundation
import Geometry

/// UIKit's stepper: a value stepped by `stepValue` in `minimumValue…maximumValue` (UIKit's
/// 0, 1, 0…100), at its fixed size of 94 × 32 points.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContent(of: .stepper)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContent(of: .stepper)
    }

    private var content: StepperContent {
        get { if case .stepper(let s) = spec.content { return s } else { return StepperContent() } }
        set { changeContent { $0 = .stepper(newValue) } }
    }

    /// Pinned to the range.
    public var value: Double {
        get { content.value }
        set { content.setValue(newValue) }
    }
    /// Above the maximum, both become it (UIKit's invariant); the value is pinned.
    public var minimumValue: Double {
        get { content.minimumValue }
        set { content.setMinimumValue(newValue) }
    }
    /// Below the minimum, both become it; the value is pinned.
    public var maximumValue: Double {
        get { content.maximumValue }
        set { content.setMaximumValue(newValue) }
    }
    /// Whether stepping past an end wraps to the other (false by default). Kept: nothing
    /// steps the value here (there are no touches).
    open var wraps = false
    /// Whether holding a button repeats (true by default). Kept.
    open var autorepeat = true
    /// Whether value changes are sent while a button is held (true by default). Kept.
    open var isContinuous = true

    /// Must be above 0: UIKit raises NSInvalidArgumentException otherwise (reported as a
    /// `UIKitError`; the step is unchanged).
    public var stepValue: Double {
        get { content.stepValue }
        set {
            var c = content
            if c.setStepValue(newValue) { content = c } else {
                UIKitError.raise(.invalidArgument("UIStepper's stepValue must be greater than 0 (it was set to \(newValue))"), in: host)
            }
        }
    }
}
