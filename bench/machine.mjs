// What the figures were measured on: they only mean something next to the machine that produced them.
import os from 'node:os';

export function describeMachine() {
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGiB: (os.totalmem() / 1024 ** 3).toFixed(1),
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverage: os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' / '),
  };
}
