// animrender-bench: prints one line per workload; see ../shared/bench/WORKLOADS.md.
print("no benchmarks yet")
