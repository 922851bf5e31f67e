import { type DynamicModule, Module } from '@nestjs/common';
import { DatabaseMetricSources } from './database-metric-sources.js';
import { Metrics } from './metrics.js';
import { OBSERVABILITY_OPTIONS, type ObservabilityOptions } from './observability-options.js';
import { ReadinessCheck } from './readiness.js';
import { RedisWatch } from './redis-watch.js';

/** Metrics and readiness for a process (the API, the worker); global, since the queue and relay record into it. */
@Module({})
export class ObservabilityModule {
  static forRoot(options: ObservabilityOptions): DynamicModule {
    return {
      module: ObservabilityModule,
      global: true,
      providers: [
        { provide: OBSERVABILITY_OPTIONS, useValue: options },
        Metrics,
        DatabaseMetricSources,
        ReadinessCheck,
        RedisWatch,
      ],
      exports: [Metrics, ReadinessCheck, RedisWatch],
    };
  }
}
