import Geometry
import Playback

/// One entry of `rules`: in `view`'s `layoutSubviews`, after the engine has placed its
/// subviews, when `condition` holds, deactivate and then activate constraints (entry ids
/// of `constraints`, so a VFL or shorthand id stands for all its constraints).
public struct RuleEntry: Hashable, Sendable {
    /// `in`: the view whose `layoutSubviews` runs the rule (`root` or a declared view).
    public var view: String
    /// `when`: a laid-out frame attribute of a view compared with a number.
    public var condition: FrameCondition
    public var activate: [String]
    public var deactivate: [String]
    /// Where the entry starts; its path (`$.rules[0]`) names the rule in the trace.
    public var source: SourceReference

    public init(view: String, condition: FrameCondition, activate: [String], deactivate: [String], source: SourceReference) {
        self.view = view; self.condition = condition; self.activate = activate; self.deactivate = deactivate
        self.source = source
    }
}
