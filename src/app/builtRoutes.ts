// The paths of the screens that are built, for a screen that must check an address it was handed
// (the coin picker's `to`). Given through context rather than imported from the route table, which
// imports every screen: a screen importing it back would close an import circle.
import { createContext, useContext } from 'react';

export const BuiltRoutes = createContext<ReadonlySet<string>>(new Set());

export const useBuiltRoutes = () => useContext(BuiltRoutes);
