// Placeholder until the example models land.
