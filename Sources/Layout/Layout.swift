/// Layout: UIKit's Auto Layout model on top of the Cassowary solver.
public enum LayoutModule {}
