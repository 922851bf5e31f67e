// The microfrontends' federated modules (see frontends/webpack.common.mjs and each remote's exposes).
declare module 'content/lifecycles' {
  export const bootstrap: import('single-spa').LifeCycleFn<object>;
  export const mount: import('single-spa').LifeCycleFn<object>;
  export const unmount: import('single-spa').LifeCycleFn<object>;
}
declare module 'booking/lifecycles' {
  export const bootstrap: import('single-spa').LifeCycleFn<object>;
  export const mount: import('single-spa').LifeCycleFn<object>;
  export const unmount: import('single-spa').LifeCycleFn<object>;
}
declare module 'admin/lifecycles' {
  export const bootstrap: import('single-spa').LifeCycleFn<object>;
  export const mount: import('single-spa').LifeCycleFn<object>;
  export const unmount: import('single-spa').LifeCycleFn<object>;
}
