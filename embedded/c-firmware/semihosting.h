/* Console output and exit through the debugger (QEMU's -semihosting-config). */
#ifndef SEMIHOSTING_H
#define SEMIHOSTING_H

void semihosting_print(const char *text);
void semihosting_exit(int status) __attribute__((noreturn));

#endif
