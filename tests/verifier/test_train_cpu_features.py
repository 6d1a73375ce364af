"""Training uses bf16 autocast only where the CPU computes bf16 natively (verifier.train.cpu_features)."""

from verifier.train.cpu_features import native_bf16

AVX2 = "processor\t: 0\nflags\t\t: fpu sse2 avx avx2 fma\nprocessor\t: 1\nflags\t\t: fpu sse2 avx avx2 fma\n"
SAPPHIRE = "processor\t: 0\nflags\t\t: avx512f avx512_bf16 amx_bf16 amx_tile amx_int8\n"


def test_native_bf16_needs_the_flag_on_every_core() -> None:
    assert not native_bf16(AVX2)
    assert native_bf16(SAPPHIRE)
    assert native_bf16(SAPPHIRE.replace("avx512_bf16 ", ""))  # AMX alone
    assert not native_bf16(SAPPHIRE + AVX2)
    assert not native_bf16("")  # unreadable flags: float32
