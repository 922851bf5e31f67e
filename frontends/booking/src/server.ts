// The booking microfrontend's server entry (its own webpack build for Node, frontends/booking/dist-server).
import { applicationRenderer, type RenderApplication } from '@lakehouse/web-kit/server';
import { App } from './App';

export const applications: Record<string, RenderApplication> = { booking: applicationRenderer(App) };
