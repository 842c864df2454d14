import Geometry
import Layout
import Playback

extension Timeline {
    /// What a run of this timeline's frames needs of it: its name and title, screen,
    /// render settings, fonts and checks, and where its settings, views (in `views`, or
    /// added by an `addView` change) and constraints (in `constraints`, or added by an
    /// `add` change) were written.
    public var runSettings: RunSettings {
        var views: [(id: ViewID, source: SourceReference)] = self.views.map { ($0.id, $0.source) }
        var constraints: [(id: LayoutConstraintID, source: SourceReference)] = self.constraints.compactMap { c in c.id.map { ($0, c.source) } }
        for event in events {
            for change in event.allChanges {
                switch change.kind {
                case .addView(let v): views.append((v.id, v.source))
                case .add(let c): if let id = c.id { constraints.append((id, c.source)) }
                default: break
                }
            }
        }
        return RunSettings(file: file, title: title, screen: screen, render: render, fonts: fonts, checks: checks,
                           settingSources: settingSources,
                           declarations: RunSettings.Declarations(views: views, constraints: constraints))
    }
}
