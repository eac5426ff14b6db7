/* The portable build of the engine: what every CPU runs when AVX2 is absent. */
#define E5_VARIANT scalar
#include "e5_rename.h"
#include "vendor/e5.c"
