/**
 * glibc keeps memory that native code (V8 compiling PGlite's WebAssembly, its file system) freed
 * at start-up in its per-thread arenas; an idle server held about 70 MiB of it. With a trim
 * threshold set, free() hands such memory back to the system. glibc reads the setting once, when
 * the process starts, so a process started without it replaces itself (same pid, same open
 * files) with one that has it: about 40 ms before anything else loads. Elsewhere (Windows, or a
 * setting chosen by the operator) this does nothing.
 */
export function restartWithMemoryTrimming(): void {
  const { platform, env, execve } = process;
  if (platform !== "linux" || !execve || env.MALLOC_TRIM_THRESHOLD_ !== undefined) return;
  execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    ...env,
    MALLOC_TRIM_THRESHOLD_: String(128 * 1024),
  });
}
