/// AnimRenderKit: the pipeline load → evaluate timeline → lay out → render → write.
public enum AnimRenderKitModule {}
