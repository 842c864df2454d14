/// Timeline: decode, validate and evaluate timeline files.
public enum TimelineModule {}
