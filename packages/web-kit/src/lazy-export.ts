import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own bound for `lazy`: any props.
type AnyComponent = ComponentType<any>;

/** `React.lazy` for a component exported by name (ours are; `lazy` wants a module's default export). */
export function lazyExport<Module extends Record<Name, AnyComponent>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
