/* Chooses the engine build per model: AVX2 when the CPU and the OS support it, else the
 * portable one. The model keeps its choice, so every call on it runs the build that loaded it. */
#include "ce5.h"

#include <stdlib.h>

#include "e5_variants.h"

struct ce5_model {
    e5_model *engine;
    int avx2;
};

#if CE5_HAVE_AVX2_BUILD
#include <cpuid.h>

/* AVX2 and FMA in CPUID, and YMM state enabled by the OS (XCR0 bits 1 and 2): without the
 * OS saving them, YMM registers would be corrupted across context switches. */
static int cpu_has_avx2(void) {
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return 0;
    int fma = (c >> 12) & 1, osxsave = (c >> 27) & 1, avx = (c >> 28) & 1;
    if (!fma || !osxsave || !avx) return 0;
    unsigned xcr0_lo, xcr0_hi;
    __asm__ volatile("xgetbv" : "=a"(xcr0_lo), "=d"(xcr0_hi) : "c"(0));
    (void)xcr0_hi;
    if ((xcr0_lo & 6) != 6) return 0;
    if (__get_cpuid_max(0, NULL) < 7) return 0;
    __cpuid_count(7, 0, a, b, c, d);
    return (b >> 5) & 1;
}
#define PICK(model, name) ((model)->avx2 ? e5_avx2_##name : e5_scalar_##name)
#else
static int cpu_has_avx2(void) { return 0; }
#define PICK(model, name) e5_scalar_##name
#endif

ce5_model *ce5_load(const char *path, int allow_avx2) {
    ce5_model *model = (ce5_model *)calloc(1, sizeof(ce5_model));
    if (!model) return NULL;
    model->avx2 = allow_avx2 && cpu_has_avx2();
    model->engine = PICK(model, load)(path);
    if (!model->engine) {
        free(model);
        return NULL;
    }
    return model;
}

void ce5_free(ce5_model *model) {
    if (!model) return;
    PICK(model, free)(model->engine);
    free(model);
}

int ce5_dim(const ce5_model *model) { return PICK(model, dim)(model->engine); }

int ce5_uses_avx2(const ce5_model *model) { return model->avx2; }

int ce5_embed(ce5_model *model, const char *const *texts, int n, int is_query, int max_tokens,
              float *out) {
    if (n <= 0) return 0;
    return PICK(model, embed_batch_max)(model->engine, (const char **)texts, n, is_query,
                                        max_tokens, out);
}

int ce5_token_count(ce5_model *model, const char *text, int is_query) {
    return PICK(model, token_count)(model->engine, text, is_query);
}
