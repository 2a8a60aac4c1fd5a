func runJSONBenchmarks() throws {}
