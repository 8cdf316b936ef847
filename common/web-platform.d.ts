// The web APIs that both the browser and Node provide, declared for common/ (its tsconfig has
// neither the DOM's nor Node's types, so an API only one side has fails the type check).

declare class URL {
  constructor(url: string, base?: string | URL);
  static canParse(url: string, base?: string | URL): boolean;
  readonly pathname: string;
  readonly origin: string;
  readonly search: string;
  readonly hash: string;
  readonly href: string;
}
