export * from "./settings";
export * from "./analytics";
export * from "./accounts";
export * from "./mail";
export * from "./sign-content";
export * from "./newsletter";
export * from "./blog";
