import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // VITE_ variables live in the root .env beside the server's (see .env.example).
  envDir: "..",
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: {
    // `npm run dev` at the root starts the API on PORT (default 3000) beside Vite.
    proxy: {
      "/auth/v1": `http://localhost:${process.env.PORT ?? 3000}`,
      "/rest/v1": `http://localhost:${process.env.PORT ?? 3000}`,
    },
  },
});
