import { nearestHtmlElement } from '@lakehouse/web-kit/held-click';
import { APPLICATION_SLOTS, HYDRATED_ATTRIBUTE } from '@lakehouse/web-kit/server-html';

/** What does its job as plain HTML: a link opens, a disclosure toggles, a field takes focus and a value. */
const WORKS_AS_HTML = 'a[href], summary, label, input, select, textarea';
/** The longest held input waits for the fields it touched to hydrate before it is given back all the same. */
const LONGEST_WAIT_FOR_FIELDS_MS = 5000;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Keeps what the guest does before the site's code runs, so a page is usable from its first paint. A value typed or
 * chosen in a field is given back to it once its part of the page has hydrated, so the form's state holds it; then
 * the first click on a control that needs the code (a gallery's photo, an accordion, a form's button) and a form sent
 * meanwhile are given back to the same element (hydration keeps the server's elements), so what is sent is what was
 * typed. Should the code never run, the click and the form do what the plain HTML does.
 */
export function keepEarlyInput(running: Promise<unknown>): void {
  let heldClick: HTMLElement | undefined;
  let heldForm: HTMLFormElement | undefined;
  const changed = new Set<Field>();
  const holdClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest(APPLICATION_SLOTS) || target.closest(WORKS_AS_HTML)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldClick ??= nearestHtmlElement(target);
  };
  const holdSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement) || !event.target.closest(APPLICATION_SLOTS)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldForm ??= event.target;
  };
  const noteChange = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)
      changed.add(field);
  };
  document.addEventListener('click', holdClick, true);
  document.addEventListener('submit', holdSubmit, true);
  document.addEventListener('input', noteChange, true);
  document.addEventListener('change', noteChange, true);
  const giveBack = () => {
    document.removeEventListener('click', holdClick, true);
    document.removeEventListener('submit', holdSubmit, true);
    document.removeEventListener('input', noteChange, true);
    document.removeEventListener('change', noteChange, true);
    changed.forEach((field) => {
      if (isHydrated(field)) announceValue(field);
    });
    if (heldClick?.isConnected) heldClick.click();
    else if (heldForm?.isConnected) heldForm.requestSubmit();
    heldClick = heldForm = undefined;
  };
  running.then(async () => {
    await Promise.race([
      Promise.all([...changed].map(hydrated)),
      new Promise((resolve) => setTimeout(resolve, LONGEST_WAIT_FOR_FIELDS_MS)),
    ]);
    giveBack();
  }, giveBack);
}

const isHydrated = (field: Field) => field.closest(`[${HYDRATED_ATTRIBUTE}="true"]`) != null;

/** Resolves once the part of the page around the field has hydrated (web-kit's mark) or the field is gone. */
function hydrated(field: Field): Promise<void> {
  if (isHydrated(field)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!isHydrated(field) && field.isConnected) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { subtree: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
  });
}

/**
 * Tells the field's code about a value given before it ran. A select's change is heard as such. React keeps a hydrated
 * text or date field's value but learns of it only from an input event that changes what it last saw, so the field is
 * set empty through its own setter (what React sees) and back through the element's (what it does not), then the
 * event is sent.
 */
function announceValue(field: Field): void {
  if (!field.isConnected) return;
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const value = field.value;
  if (value === '') return;
  field.value = '';
  Reflect.set(Object.getPrototypeOf(field) as object, 'value', value, field);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
