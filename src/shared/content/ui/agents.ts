// What the agent connection section says (features/agents): tokens and the client set-up.
import { TOKEN_PLACEHOLDER } from "../agent-setup.js";

export const connectAgentCopy = {
  tokenNameMissing: "Give the token a name, such as the machine or agent it is for.",
  tokenFilledIn: "Your new token is filled in below.",
  replacePlaceholder: `Replace ${TOKEN_PLACEHOLDER} with a token you created (it is filled in right after you create one).`,
};
