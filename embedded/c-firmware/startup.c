/* A minimal Cortex-M start-up for QEMU's lm3s6965evb: the vector table, a reset handler that
 * sets up .data and .bss and calls main, and the two semihosting calls the example needs
 * (print a string, exit with a status). A real board's vendor start-up does the same job. */
#include <stdint.h>

#include "semihosting.h"

extern uint32_t _stack_top, _data_start, _data_end, _data_load, _bss_start, _bss_end;
int main(void);
void reset_handler(void);

/* Any fault or unexpected interrupt ends the run with a failure. */
static void fault_handler(void)
{
    semihosting_exit(1);
}

#define HANDLER(f) ((uintptr_t)(f))
__attribute__((section(".vectors"), used)) static const uintptr_t vectors[16] = {
    (uintptr_t)&_stack_top, /* initial stack pointer */
    HANDLER(reset_handler),
    /* NMI, HardFault, MemManage, BusFault, UsageFault, 4 reserved, SVCall, DebugMonitor,
     * reserved, PendSV, SysTick */
    HANDLER(fault_handler), HANDLER(fault_handler), HANDLER(fault_handler),
    HANDLER(fault_handler), HANDLER(fault_handler), 0, 0, 0, 0, HANDLER(fault_handler),
    HANDLER(fault_handler), 0, HANDLER(fault_handler), HANDLER(fault_handler),
};

void reset_handler(void)
{
    uint32_t *src = &_data_load;
    for (uint32_t *dst = &_data_start; dst < &_data_end;)
        *dst++ = *src++;
    for (uint32_t *dst = &_bss_start; dst < &_bss_end;)
        *dst++ = 0;
    semihosting_exit(main());
}

/* ARM semihosting: operation in r0, argument in r1, `bkpt 0xab`; the answer comes back in r0. */
static int semihosting_call(int op, const void *arg)
{
    register int r0 __asm__("r0") = op;
    register const void *r1 __asm__("r1") = arg;
    __asm__ volatile("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
    return r0;
}

void semihosting_print(const char *text)
{
    semihosting_call(0x04, text); /* SYS_WRITE0: a NUL-terminated string to the console */
}

void semihosting_exit(int status)
{
    /* SYS_EXIT: ADP_Stopped_ApplicationExit (QEMU exits 0) or ADP_Stopped_RunTimeErrorUnknown
     * (QEMU exits 1). */
    semihosting_call(0x18, (const void *)(uintptr_t)(status == 0 ? 0x20026 : 0x20023));
    for (;;) {
    }
}
