/* The two builds of the vendored engine as ce5.c sees them (see e5_rename.h). */
#ifndef CE5_VARIANTS_H
#define CE5_VARIANTS_H

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#define CE5_HAVE_AVX2_BUILD 1
#else
#define CE5_HAVE_AVX2_BUILD 0
#endif

typedef struct e5_model e5_model;

#define CE5_DECLARE(v)                                                                       \
    e5_model *e5_##v##_load(const char *path);                                              \
    void e5_##v##_free(e5_model *m);                                                         \
    int e5_##v##_dim(const e5_model *m);                                                     \
    int e5_##v##_embed_batch_max(e5_model *m, const char **texts, int n, int is_query,       \
                                 int max_tokens, float *out);                                \
    int e5_##v##_token_count(e5_model *m, const char *text, int is_query);

CE5_DECLARE(scalar)
#if CE5_HAVE_AVX2_BUILD
CE5_DECLARE(avx2)
#endif

#endif
