import { Page, type BreadcrumbItem } from '@lakehouse/web-kit';

/** A page whose content comes in a later issue: its breadcrumb and heading. */
export function HeadingOnlyPage({ title, breadcrumbs }: { title: string; breadcrumbs?: readonly BreadcrumbItem[] }) {
  return <Page title={title} breadcrumbs={breadcrumbs ?? [{ label: 'Home', href: '/' }, { label: title }]} />;
}
