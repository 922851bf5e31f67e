// The root config is loaded asynchronously so Module Federation can initialise the shared scope first.
void import('./bootstrap');

export {};
