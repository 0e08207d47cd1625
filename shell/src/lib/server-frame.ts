import { createContext, useContext } from 'react';

/**
 * Set only by the shell's server module (src/server-render.tsx), which renders the layout for the api's first HTML
 * (docs/architecture.md#one-rendering). The browser never sets it, so its screens are unchanged. On the server:
 * - `who`: a guest's navbar, or `member`, a signed-in area's frame: the server does not read the session, so the account
 *   menu's place is held by a placeholder of its size and the page is the same for every visitor of a language;
 * - the navbar's menu is a `<details>` with the links, so it opens without JavaScript;
 * - `chrome`: navbar and footer or not, as the api decided for the path (an event's own path is bare);
 * - the account forms carry a note, shown only without JavaScript, that they need it
 *   (docs/pages.md#server-rendered-content).
 * Shared code of the shell: the layout and the account pages read it.
 */
export type ServerFrame = { who: 'guest' | 'member'; chrome?: boolean };

export const ServerFrameContext = createContext<ServerFrame | null>(null);

export const useServerFrame = () => useContext(ServerFrameContext);
