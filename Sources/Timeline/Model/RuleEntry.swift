import Geometry
import Layout
import Playback

/// One entry of `rules`: in `view`'s `layoutSubviews`, after the engine has placed its
/// subviews, when `condition` holds, deactivate and then activate constraints (entry ids
/// of `constraints`, so a VFL or shorthand id stands for all its constraints).
public struct RuleEntry: Hashable, Sendable {
    /// `in`: the view whose `layoutSubviews` runs the rule (`root` or a declared view).
    public var view: ViewID
    /// `when`: a laid-out frame attribute of a view compared with a number.
    public var condition: FrameCondition
    public var activate: [LayoutConstraintID]
    public var deactivate: [LayoutConstraintID]
    /// Where the entry starts; its path (`$.rules[0]`) names the rule in the trace.
    public var source: SourceReference

    public init(view: ViewID, condition: FrameCondition, activate: [LayoutConstraintID], deactivate: [LayoutConstraintID], source: SourceReference) {
        self.view = view; self.condition = condition; self.activate = activate; self.deactivate = deactivate
        self.source = source
    }
}
