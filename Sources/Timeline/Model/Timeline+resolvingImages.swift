import Geometry

extension Timeline {
    /// The timeline with every image file its views and changes name (`.unloaded(path)`)
    /// replaced by `images[path]` — the bitmaps a run read from `imageFiles` — so that the
    /// engine measures them and frames draw them. A path missing from `images` stays
    /// unloaded (measured as no image).
    public func resolvingImages(_ images: [String: Bitmap]) -> Timeline {
        guard !images.isEmpty else { return self }
        func resolve(_ image: ViewImage) -> ViewImage {
            if case .unloaded(let path) = image, let bitmap = images[path] { return .bitmap(bitmap) }
            return image
        }
        func resolve(_ view: ViewDeclaration) -> ViewDeclaration {
            var v = view
            v.content = v.content.mappingImages(resolve)
            return v
        }
        func resolve(_ change: TimelineChange) -> TimelineChange {
            var c = change
            switch c.kind {
            case .addView(let v): c.kind = .addView(resolve(v))
            case .setView(let id, let properties):
                c.kind = .setView(id: id, properties: properties.map { p in
                    guard case .content(let property) = p else { return p }
                    return .content(property.mappingImages(resolve))
                })
            default: break
            }
            return c
        }
        var t = self
        t.views = views.map(resolve)
        t.events = events.map { e in
            var e = e
            e.changes = e.changes.map(resolve)
            if var k = e.keyframes {
                k.keyframes = k.keyframes.map { f in var f = f; f.changes = f.changes.map(resolve); return f }
                e.keyframes = k
            }
            return e
        }
        return t
    }
}
