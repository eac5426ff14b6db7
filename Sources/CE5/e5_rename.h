/* Gives the vendored engine's public functions a per-build prefix, so the portable and the
 * AVX2 builds of vendor/e5.c can be linked into one program and chosen at run time
 * (ce5.c). Included by e5_scalar.c and e5_avx2.c before vendor/e5.c, with E5_VARIANT set. */
#ifndef CE5_RENAME_H
#define CE5_RENAME_H

#define E5_CAT2(a, b) e5_##a##_##b
#define E5_CAT(a, b) E5_CAT2(a, b)
#define E5_NAME(x) E5_CAT(E5_VARIANT, x)

#define e5_load            E5_NAME(load)
#define e5_load_mem        E5_NAME(load_mem)
#define e5_free            E5_NAME(free)
#define e5_token_count     E5_NAME(token_count)
#define e5_dim             E5_NAME(dim)
#define e5_embed           E5_NAME(embed)
#define e5_embed_batch     E5_NAME(embed_batch)
#define e5_embed_batch_max E5_NAME(embed_batch_max)
#define e5_load_sae        E5_NAME(load_sae)
#define e5_sparse_dim      E5_NAME(sparse_dim)
#define e5_embed_sparse    E5_NAME(embed_sparse)

#endif
