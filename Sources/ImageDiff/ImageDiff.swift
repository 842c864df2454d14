/// ImageDiff: pixel comparison of RGBA images (pixelmatch's method), pure Swift.
public enum ImageDiffModule {}
