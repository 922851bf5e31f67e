import { createContext, lazy, Suspense, useContext, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * When an island hydrates in a page the server rendered: at once (`load`); once it nears the screen or is touched
 * (`visible`), for a part far down whose plain HTML does its job meanwhile (an accordion's text, a form that posts);
 * or that, or else at the browser's first idle moment after the islands in view (`idle`), for a control far down
 * that a guest may scroll to and tap at once.
 */
export type IslandHydration = 'load' | 'idle' | 'visible';

/**
 * A part of a page a guest interacts with (a gallery, a form, an accordion): the server renders it with the rest of
 * the page, and the browser hydrates it as a React root of its own, so the static parts around it stay server HTML
 * and cost the browser no script. Its props travel in the HTML, so they are plain data; what it shows besides comes
 * from the page's query client, which the server's answers fill.
 */
export interface IslandDefinition<Props extends object> {
  readonly name: string;
  readonly load: () => Promise<ComponentType<Props>>;
  readonly hydration: IslandHydration;
  /** The component rendered in place when the whole application renders in the browser (no server HTML). */
  readonly Inline: LazyExoticComponent<ComponentType<Props>>;
}

export function defineIsland<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
  { hydration = 'load' }: { hydration?: IslandHydration } = {},
): IslandDefinition<Props> {
  return { name, load, hydration, Inline: lazy(() => load().then((component) => ({ default: component }))) };
}

/** The attributes of an island's element in the server's HTML, read back by the browser. */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_KEY_ATTRIBUTE = 'data-island-key';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';

/** An island the server met while rendering a page, rendered after it as a root of its own (render-islands.tsx). */
export interface CollectedIsland {
  key: string;
  definition: IslandDefinition<object>;
  props: object;
}

/** Where the page's render records its islands: set on the server's page render only. */
export const IslandCollectorContext = createContext<((island: Omit<CollectedIsland, 'key'>) => string) | null>(null);

/** The text the server's page render leaves inside an island's element, replaced by the island's own render. */
export const islandPlaceholder = (key: string) => `<!--island:${key}-->`;

/**
 * An island in a page. On the server it leaves its element with a placeholder, and the island is rendered after the
 * page as a root of its own, exactly as the browser hydrates it (the same tree, the same ids). In a tree the browser
 * renders whole, and inside another island, it renders the component in place.
 */
export function Island<Props extends object>({ of, props }: { of: IslandDefinition<Props>; props: NoInfer<Props> }) {
  const collect = useContext(IslandCollectorContext);
  if (collect) {
    const key = collect({ definition: of as unknown as IslandDefinition<object>, props });
    return (
      <div
        {...{ [ISLAND_ATTRIBUTE]: of.name, [ISLAND_KEY_ATTRIBUTE]: key }}
        {...(Object.keys(props).length > 0 && { [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) })}
        dangerouslySetInnerHTML={{ __html: islandPlaceholder(key) }}
      />
    );
  }
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: of.name }}>
      <Suspense fallback={null}>
        <of.Inline {...props} />
      </Suspense>
    </div>
  );
}
