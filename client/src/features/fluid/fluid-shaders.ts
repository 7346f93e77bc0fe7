/**
 * GLSL ES 3.00 sources for the stable-fluids solver (WebGL 2). Every pass draws one triangle that
 * covers the target; the vertex stage hands each fragment its own texture coordinate and those of
 * its four neighbours on the grid named by uTexel.
 *
 * Units: velocity is in grid cells per second of the simulation grid, so moving back along it for
 * dt seconds is `uv - dt * velocity * simTexel` whatever the resolution of the field being moved.
 */

const HEADER = `#version 300 es
precision highp float;
precision highp sampler2D;
`;

export const VERTEX_SHADER = `${HEADER}
in vec2 aPosition;
uniform vec2 uTexel;
out vec2 vUv;
out vec2 vLeft;
out vec2 vRight;
out vec2 vUp;
out vec2 vDown;

void main() {
  vUv = aPosition * 0.5 + 0.5;
  vLeft = vUv - vec2(uTexel.x, 0.0);
  vRight = vUv + vec2(uTexel.x, 0.0);
  vUp = vUv + vec2(0.0, uTexel.y);
  vDown = vUv - vec2(0.0, uTexel.y);
  gl_Position = vec4(aPosition, 0.0, 1.0);
}
`;

const FRAGMENT_HEADER = `${HEADER}
in vec2 vUv;
in vec2 vLeft;
in vec2 vRight;
in vec2 vUp;
in vec2 vDown;
out vec4 outColor;
`;

/**
 * Adds a Gaussian blob of uValue around uPoint (texture space). uStretch turns texture-space
 * offsets into lengths along the screen's short side, so the blob is round on screen.
 */
export const SPLAT_SHADER = `${FRAGMENT_HEADER}
uniform sampler2D uTarget;
uniform vec2 uPoint;
uniform vec3 uValue;
uniform vec2 uStretch;
uniform float uRadius;

void main() {
  vec2 offset = (vUv - uPoint) * uStretch;
  float weight = exp(-dot(offset, offset) / uRadius);
  outColor = vec4(texture(uTarget, vUv).rgb + weight * uValue, 1.0);
}
`;

/**
 * Semi-Lagrangian transport: each cell takes the value found where its contents were dt ago, and
 * loses a little to dissipation.
 */
export const ADVECT_SHADER = `${FRAGMENT_HEADER}
uniform sampler2D uVelocity;
uniform sampler2D uSource;
uniform vec2 uSimTexel;
uniform float uDt;
uniform float uDissipation;

void main() {
  vec2 from = vUv - uDt * texture(uVelocity, vUv).xy * uSimTexel;
  outColor = texture(uSource, from) / (1.0 + uDissipation * uDt);
}
`;

/**
 * Scalar curl (vorticity) of the velocity field, central differences: dv/dx - du/dy.
 */
export const CURL_SHADER = `${FRAGMENT_HEADER}
uniform sampler2D uVelocity;

void main() {
  float dvdx = texture(uVelocity, vRight).y - texture(uVelocity, vLeft).y;
  float dudy = texture(uVelocity, vUp).x - texture(uVelocity, vDown).x;
  outColor = vec4(0.5 * (dvdx - dudy), 0.0, 0.0, 1.0);
}
`;

/**
 * Vorticity confinement: numerical diffusion smears small eddies away, so push along
 * N x w, where N points up the gradient of |w|, to give them back.
 */
export const VORTICITY_SHADER = `${FRAGMENT_HEADER}
uniform sampler2D uVelocity;
uniform sampler2D uCurl;
uniform float uStrength;
uniform float uDt;

void main() {
  float left = abs(texture(uCurl, vLeft).x);
  float right = abs(texture(uCurl, vRight).x);
  float up = abs(texture(uCurl, vUp).x);
  float down = abs(texture(uCurl, vDown).x);
  float curl = texture(uCurl, vUv).x;
  vec2 slope = 0.5 * vec2(right - left, up - down);
  vec2 toward = slope / (length(slope) + 1e-5);
  // (Nx, Ny, 0) x (0, 0, w) = (Ny w, -Nx w, 0)
  vec2 force = uStrength * curl * vec2(toward.y, -toward.x);
  vec2 velocity = texture(uVelocity, vUv).xy + force * uDt;
  outColor = vec4(clamp(velocity, -1000.0, 1000.0), 0.0, 1.0);
}
`;

/**
 * Divergence of the velocity field. At the walls the normal component is mirrored, so no fluid
 * flows out through the screen's edges.
 */
export const DIVERGENCE_SHADER = `${FRAGMENT_HEADER}
uniform sampler2D uVelocity;

void main() {
  vec2 here = texture(uVelocity, vUv).xy;
  float left = vLeft.x < 0.0 ? -here.x : texture(uVelocity, vLeft).x;
  float right = vRight.x > 1.0 ? -here.x : texture(uVelocity, vRight).x;
  float up = vUp.y > 1.0 ? -here.y : texture(uVelocity, vUp).y;
  float down = vDown.y < 0.0 ? -here.y : texture(uVelocity, vDown).y;
  outColor = vec4(0.5 * (right - left + up - down), 0.0, 0.0, 1.0);
}
`;

/** Scales a field: used to let last frame's pressure fade before it seeds this frame's solve. */
export const SCALE_SHADER = `${FRAGMENT_HEADER}
uniform sampler2D uSource;
uniform float uFactor;

void main() {
  outColor = uFactor * texture(uSource, vUv);
}
`;

/** One Jacobi sweep of the Poisson equation lap(p) = div(u); clamped edges give dp/dn = 0. */
export const PRESSURE_SHADER = `${FRAGMENT_HEADER}
uniform sampler2D uPressure;
uniform sampler2D uDivergence;

void main() {
  float around = texture(uPressure, vLeft).x + texture(uPressure, vRight).x
    + texture(uPressure, vUp).x + texture(uPressure, vDown).x;
  float divergence = texture(uDivergence, vUv).x;
  outColor = vec4(0.25 * (around - divergence), 0.0, 0.0, 1.0);
}
`;

/** Projection: subtracting the pressure gradient leaves a divergence-free velocity field. */
export const GRADIENT_SUBTRACT_SHADER = `${FRAGMENT_HEADER}
uniform sampler2D uPressure;
uniform sampler2D uVelocity;

void main() {
  vec2 gradient = 0.5 * vec2(
    texture(uPressure, vRight).x - texture(uPressure, vLeft).x,
    texture(uPressure, vUp).x - texture(uPressure, vDown).x
  );
  outColor = vec4(texture(uVelocity, vUv).xy - gradient, 0.0, 1.0);
}
`;

/** Copies a texture into a target of another size; linear filtering does the resampling. */
export const COPY_SHADER = `${FRAGMENT_HEADER}
uniform sampler2D uSource;

void main() {
  outColor = texture(uSource, vUv);
}
`;

/** Keeps only what is bright enough to glow, fading in across the knee instead of cutting off. */
export const BLOOM_PREFILTER_SHADER = `${FRAGMENT_HEADER}
uniform sampler2D uSource;
uniform float uThreshold;
uniform float uKnee;

void main() {
  vec3 color = texture(uSource, vUv).rgb;
  float brightness = max(color.r, max(color.g, color.b));
  float keep = smoothstep(uThreshold - uKnee, uThreshold + uKnee, brightness);
  outColor = vec4(color * keep, 1.0);
}
`;

/**
 * Four bilinear taps on the corners of a texel of the source: a cheap box blur used both on the
 * way down the bloom chain and, with additive blending, on the way back up.
 */
export const BLOOM_BLUR_SHADER = `${FRAGMENT_HEADER}
uniform sampler2D uSource;
uniform vec2 uSourceTexel;

void main() {
  vec2 d = 0.5 * uSourceTexel;
  vec4 sum = texture(uSource, vUv + vec2(-d.x, -d.y)) + texture(uSource, vUv + vec2(d.x, -d.y))
    + texture(uSource, vUv + vec2(-d.x, d.y)) + texture(uSource, vUv + vec2(d.x, d.y));
  outColor = 0.25 * sum;
}
`;

/**
 * The picture: dye plus glow, over a transparent canvas. Alpha follows the brightest channel so
 * dark fluid lets the page's own gradient show through (premultiplied output).
 */
export const DISPLAY_SHADER = `${FRAGMENT_HEADER}
uniform sampler2D uDye;
uniform sampler2D uBloom;
uniform float uBloomIntensity;

void main() {
  vec3 color = texture(uDye, vUv).rgb;
  vec3 glow = texture(uBloom, vUv).rgb * uBloomIntensity;
  // Gamma-lift the glow so its soft edge reaches further than the dye itself.
  color += pow(max(glow, vec3(0.0)), vec3(1.0 / 2.2));
  color = clamp(color, 0.0, 1.0);
  float alpha = max(color.r, max(color.g, color.b));
  outColor = vec4(color, alpha);
}
`;
