/* For ThreadSanitizer over the Rust library itself: rustc's LLVM instruments copies as calls
 * to __tsan_memcpy, __tsan_memmove and __tsan_memset, which Debian's older TSan runtimes (gcc
 * 12, clang 14) lack. Each forwards to the C function, which those runtimes intercept and
 * check as the newer entry points would. Linked only into the TSan build of the threads
 * client. */
#include <string.h>

void *__tsan_memcpy(void *dst, const void *src, size_t n);
void *__tsan_memmove(void *dst, const void *src, size_t n);
void *__tsan_memset(void *dst, int c, size_t n);

void *__tsan_memcpy(void *dst, const void *src, size_t n)
{
    return memcpy(dst, src, n);
}

void *__tsan_memmove(void *dst, const void *src, size_t n)
{
    return memmove(dst, src, n);
}

void *__tsan_memset(void *dst, int c, size_t n)
{
    return memset(dst, c, n);
}
