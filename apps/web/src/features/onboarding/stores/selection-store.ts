import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { PlaceResult } from '../api/search-places';

export type SelectedPlace = Pick<PlaceResult, 'id' | 'name' | 'address' | 'categories'>;

type SelectionState = {
  places: SelectedPlace[];
  toggle: (place: SelectedPlace) => void;
  remove: (id: string) => void;
  clear: () => void;
};

/*
 * The places picked on claim-restaurant. It outlives the search screen (place-detail, complete-profile
 * and back) and a reload, but not the tab: sessionStorage.
 */
export const useSelectionStore = create<SelectionState>()(
  persist(
    (set) => ({
      places: [],
      toggle: (place) =>
        set(({ places }) => ({
          places: places.some((p) => p.id === place.id)
            ? places.filter((p) => p.id !== place.id)
            : [
                ...places,
                { id: place.id, name: place.name, address: place.address, categories: place.categories },
              ],
        })),
      remove: (id) => set(({ places }) => ({ places: places.filter((p) => p.id !== id) })),
      clear: () => set({ places: [] }),
    }),
    { name: 'venues.claimSelection', storage: createJSONStorage(() => sessionStorage) },
  ),
);

export function useIsSelected(id: string): boolean {
  return useSelectionStore((state) => state.places.some((p) => p.id === id));
}
