// One area showing another area's component at run time (the apply steps of mfe-candidate inside mfe-jobs' job page):
// a remote never imports another at build time (docs/architecture.md#module-federation-rules), so it asks the loader
// the shell registers here for a module the other remote exposes, by name. This module is part of the shared-kit
// singleton, so the shell's registration is the one every remote sees.
import {
  Component,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';

/** An exposed module of a remote, as Module Federation answers it: its component is the default export. */
// biome-ignore lint/suspicious/noExplicitAny: the props are the exposed module's own contract, checked at the slot.
type AnyComponent = ComponentType<any>;
export type RemoteModule = { default: AnyComponent };

/**
 * Loads `./<module>` exposed by `remote` (a federation name such as `mfe_candidate`): resolves with the module, or
 * rejects when the remote is unknown, down or too slow (the shell's loader applies its own timeout and error hooks).
 */
export type RemoteModuleLoader = (remote: string, module: string) => Promise<RemoteModule>;

let loader: RemoteModuleLoader | null = null;
const slots = new Map<string, LazyExoticComponent<AnyComponent>>();

/** The shell registers its loader once at start; standalone remotes and tests have none (the slot says unavailable). */
export function registerRemoteLoader(next: RemoteModuleLoader | null): void {
  loader = next;
  slots.clear();
}

function slotComponent(remote: string, module: string) {
  const key = `${remote}/${module}`;
  let slot = slots.get(key);
  if (!slot) {
    slot = lazy(async () => {
      try {
        if (!loader) throw new Error('no remote loader registered');
        const loaded = await loader(remote, module);
        if (!loaded?.default) throw new Error(`${key} has no default export`);
        return loaded;
      } catch (error) {
        // Forget the failed attempt, so that the next slot mounted (another page, a retry) tries again.
        slots.delete(key);
        throw error;
      }
    });
    slots.set(key, slot);
  }
  return slot;
}

class SlotBoundary extends Component<{ name: string; fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`[remote-slot] ${this.props.name} failed`, error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export type RemoteSlotProps<P extends object> = {
  /** The remote's federation name, e.g. `mfe_candidate`. */
  remote: string;
  /** The exposed module without its `./`, e.g. `apply`. */
  module: string;
  /** The props the exposed component takes (its contract is documented where it is exposed). */
  props: P;
  /** Shown while the module loads. */
  loading: ReactNode;
  /** Shown when the remote cannot be loaded or its component fails: the rest of the page keeps working. */
  unavailable: ReactNode;
};

/**
 * Renders another remote's exposed component by name, with `loading` meanwhile and `unavailable` when that remote is
 * down (a failed manifest, a missing module, a crash while rendering). docs/shared-kit-api.md#shared-kitui-react
 */
export function RemoteSlot<P extends object>({ remote, module, props, loading, unavailable }: RemoteSlotProps<P>) {
  const name = `${remote}/${module}`;
  // The lazy component is picked once per slot, so a parent's re-render never starts a second load.
  const [Slot] = useState(() => slotComponent(remote, module) as unknown as ComponentType<P>);
  return (
    <SlotBoundary name={name} fallback={unavailable}>
      <Suspense fallback={loading}>
        <Slot {...props} />
      </Suspense>
    </SlotBoundary>
  );
}

/** Tests start from a page that has loaded no slot. */
export function forgetRemoteSlots(): void {
  slots.clear();
}
