// The yyjson side of scripts/peer-bench.sh: yyjson's DOM read of FILE (RFC 8259, UTF-8
// validated: YYJSON_READ_NOFLAG), ROUNDS times, printing the median and best time in
// nanoseconds. Each read copies the caller's bytes into a document it allocates and owns,
// which is what `JSON(parsing: data)` does; the document is freed after the timing.
// Build: cc -O3 -I YYJSON_SRC YYJSON_SRC/yyjson.c yyjson-parse.c (yyjson's sources are not in
// this repository: see scripts/peer-bench.sh for where to get them).
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "yyjson.h"

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

static int ascending(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: yyjson-parse FILE [ROUNDS]\n");
    return 64;
  }
  int rounds = argc > 2 ? atoi(argv[2]) : 100;
  if (rounds < 1) rounds = 1;
  FILE *file = fopen(argv[1], "rb");
  if (!file) {
    perror(argv[1]);
    return 66;
  }
  fseek(file, 0, SEEK_END);
  long size = ftell(file);
  fseek(file, 0, SEEK_SET);
  char *text = malloc((size_t)size + 1);
  if (!text || fread(text, 1, (size_t)size, file) != (size_t)size) {
    fprintf(stderr, "yyjson-parse: cannot read %s\n", argv[1]);
    return 66;
  }
  fclose(file);
  double *times = malloc(sizeof(double) * (size_t)rounds);
  for (int i = 0; i < rounds; i++) {
    yyjson_read_err error;
    double t0 = now();
    yyjson_doc *doc = yyjson_read_opts(text, (size_t)size, YYJSON_READ_NOFLAG, NULL, &error);
    double t1 = now();
    if (!doc) {
      fprintf(stderr, "yyjson-parse: %s at byte %zu\n", error.msg, error.pos);
      return 1;
    }
    yyjson_doc_free(doc);
    times[i] = t1 - t0;
  }
  qsort(times, (size_t)rounds, sizeof(double), ascending);
  printf("fresh %.0f %.0f bytes %ld implementation yyjson-%s\n", times[rounds / 2], times[0], size,
         YYJSON_VERSION_STRING);
  free(times);
  free(text);
  return 0;
}
