import Geometry
import Layout
import Playback

/// The frame of view `id` in frame `k` of played `frames`, nil if the view is not in it.
public func frame(_ frames: [FrameState], _ k: Int, _ id: ViewID) -> Rect? { frames[k].view(id)?.frame }
