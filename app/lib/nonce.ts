import { createContext, useContext } from "react";

// Set only during the server render; browsers hide nonces from scripts, so the client has none.
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
