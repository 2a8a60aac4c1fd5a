// The peer side of scripts/peer-bench.sh: simdjson's DOM parse (full validation) of FILE,
// ROUNDS times, printing the median and best time in nanoseconds of two ways to call it:
//   reused  one dom::parser for every round over an already padded input (simdjson's own
//           benchmarks measure this way: no allocation, no copy);
//   fresh   a new dom::parser each round, parsing the caller's unpadded bytes (simdjson copies
//           them into a padded buffer): what `JSON(parsing: data)` does, an owned document.
// Build: g++ -O3 -std=c++17 simdjson-parse.cpp -lsimdjson (Debian: apt-get install libsimdjson-dev).
#include <simdjson.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

static double nanos(std::chrono::steady_clock::time_point a, std::chrono::steady_clock::time_point b) {
  return std::chrono::duration<double, std::nano>(b - a).count();
}

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: simdjson-parse FILE [ROUNDS]\n");
    return 64;
  }
  const int rounds = argc > 2 && std::atoi(argv[2]) > 0 ? std::atoi(argv[2]) : 100;
  simdjson::padded_string padded = simdjson::padded_string::load(argv[1]);
  const std::string raw(padded.data(), padded.size());
  simdjson::dom::parser reusedParser;
  std::vector<double> reused, fresh;
  for (int i = 0; i < rounds; i++) {
    auto t0 = std::chrono::steady_clock::now();
    simdjson::dom::element a;
    auto errorA = reusedParser.parse(padded).get(a);
    auto t1 = std::chrono::steady_clock::now();
    simdjson::dom::parser freshParser;
    simdjson::dom::element b;
    auto errorB = freshParser.parse(raw.data(), raw.size(), true).get(b);
    auto t2 = std::chrono::steady_clock::now();
    if (errorA || errorB) {
      std::fprintf(stderr, "simdjson-parse: %s\n", simdjson::error_message(errorA ? errorA : errorB));
      return 1;
    }
    reused.push_back(nanos(t0, t1));
    fresh.push_back(nanos(t1, t2));
  }
  std::sort(reused.begin(), reused.end());
  std::sort(fresh.begin(), fresh.end());
  std::printf("reused %.0f %.0f fresh %.0f %.0f bytes %zu implementation %s\n", reused[rounds / 2], reused[0],
              fresh[rounds / 2], fresh[0], padded.size(),
              simdjson::get_active_implementation()->name().c_str());
}
